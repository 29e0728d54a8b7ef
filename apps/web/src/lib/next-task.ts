/**
 * Hands the main thread back to the browser: what follows runs in a task of its own. Long tasks
 * are what a slow phone's user feels (a tap not answered) and what total blocking time counts.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
