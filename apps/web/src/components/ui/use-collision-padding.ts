import { useIsMobile } from '@/lib/use-is-mobile';

/** The phone's bottom bar (app shell) is about 60 px tall, plus room for a shadow. */
const BOTTOM_BAR_CLEARANCE = 76;

/**
 * How far a menu or a select's list keeps from the window's edges: on a phone it never opens
 * under the fixed bottom bar, where its lowest items could not be tapped.
 */
export const useCollisionPadding = () => {
  const isMobile = useIsMobile();
  return isMobile ? { top: 8, right: 8, bottom: BOTTOM_BAR_CLEARANCE, left: 8 } : 8;
};
