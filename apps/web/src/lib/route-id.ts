import { useParams } from 'react-router';

/** A record id as a route carries it (`/tools/12`); anything else is no id at all. */
const parseRouteId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** The `:id` of the current route, or null when it is not a record id. */
export const useRouteId = (): number | null => parseRouteId(useParams().id);
