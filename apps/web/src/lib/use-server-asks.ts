import { useState } from 'react';
import { errorDetails } from './api-error';

/**
 * Fields a form shows only once the server asks for them: a refusal whose field messages name
 * one (an odometer correction, a hand-out override, decision 0043). The form keeps them shown from
 * then on, with the refusal's message, so the person sees why before they tick or write.
 */
export const useServerAsks = <Name extends string>(names: readonly Name[]) => {
  const [asks, setAsks] = useState<{ names: readonly Name[]; message: string | null }>({
    names: [],
    message: null,
  });
  /** Reads a failed save: shows the fields it asks for. */
  const note = (error: unknown) => {
    const { message, fieldErrors } = errorDetails(error);
    const named = names.filter((name) => name in fieldErrors);
    if (named.length === 0) return;
    setAsks((before) => ({ names: [...new Set([...before.names, ...named])], message }));
  };
  return {
    asked: (name: Name) => asks.names.includes(name),
    /** Why the server asked: its last refusal's message. */
    message: asks.message,
    note,
  };
};
