export interface ChipOption {
  /** '' is the "all" option. */
  value: string;
  label: string;
}

export interface ChipFilterProps {
  /** Accessible name of the group, e.g. "Filter by genre". */
  label: string;
  options: readonly ChipOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A row of toggle buttons that filters a list; the pressed one is the current filter. */
export function ChipFilter({ label, options, value, onChange, disabled }: ChipFilterProps) {
  return (
    <div className="chip-filter" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="chip"
          aria-pressed={option.value === value}
          disabled={disabled}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
