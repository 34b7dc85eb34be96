import { type KeyboardEvent, useEffect, useRef } from 'react';

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

/** Keys that move focus along the row (the row may scroll sideways on a phone). */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Scrolls the row itself (never the page) so that `chip` is wholly visible; a row that fits
 * does not move.
 */
function revealChip(row: HTMLElement, chip: HTMLElement): void {
  const rowBox = row.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  const left = chipBox.left - rowBox.left + row.scrollLeft;
  const right = left + chipBox.width;
  if (left >= row.scrollLeft && right <= row.scrollLeft + row.clientWidth) return;
  const target = left < row.scrollLeft ? left : right - row.clientWidth;
  row.scrollTo({ left: Math.max(target, 0) });
}

/**
 * A row of toggle buttons that filters a list; the pressed one is the current filter. On a
 * phone the row scrolls sideways (styles), so the pressed chip is kept in view.
 */
export function ChipFilter({ label, options, value, onChange, disabled }: ChipFilterProps) {
  const row = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = row.current;
    const pressed = element?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (element && pressed) revealChip(element, pressed);
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = FOCUS_MOVES[event.key];
    const chips = Array.from(row.current?.querySelectorAll<HTMLButtonElement>('.chip') ?? []);
    const index = chips.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = chips[move(index, chips.length)];
    next?.focus();
    if (row.current && next) revealChip(row.current, next);
  };

  return (
    <div className="chip-filter" role="group" aria-label={label} ref={row} onKeyDown={onKeyDown}>
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
