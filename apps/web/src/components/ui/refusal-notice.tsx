/** Why the server refused a save, kept in the form beside what it asks for (a toast fades). */
export const RefusalNotice = ({ message }: { message: string | null }) =>
  message ? (
    <p
      role="alert"
      className="rounded-md border border-danger bg-card p-3 text-sm font-medium text-foreground"
    >
      {message}
    </p>
  ) : null;
