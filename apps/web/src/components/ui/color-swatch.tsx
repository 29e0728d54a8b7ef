/** A colour shown as a square next to its name and hex code; read-only. */
export const ColorSwatch = ({ label, color }: { label: string; color: string }) => (
  <div className="flex items-center gap-3">
    {/* Decorative: the hex code beside it says the same in words. */}
    <span
      aria-hidden="true"
      className="size-8 shrink-0 rounded-md ring-1 ring-inset ring-black/30 dark:ring-white/40"
      style={{ backgroundColor: color }}
    />
    <span className="grid text-sm">
      <span className="font-medium">{label}</span>
      <span className="font-mono uppercase text-muted-foreground">{color}</span>
    </span>
  </div>
);
