import { useId, useMemo, type ComponentProps } from 'react';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@toolyard/shared';
import { Input } from '@/components/ui/input';

/** The browser's own zone, the wizard's starting value; ours when the browser names none we know. */
export const browserTimeZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
};

const zoneNames = () => {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
};

/**
 * An IANA time zone ("Europe/Berlin"): typed, with the runtime's zones suggested as one types.
 * The shared schema checks the name (organizationFields.timeZone).
 */
export const TimeZoneInput = (props: Omit<ComponentProps<'input'>, 'list' | 'type'>) => {
  const listId = useId();
  const zones = useMemo(zoneNames, []);
  return (
    <>
      <Input
        type="text"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        {...props}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
};
