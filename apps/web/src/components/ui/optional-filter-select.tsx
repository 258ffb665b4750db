import { Select } from '@mantine/core';

/** The dropdown's value for "no filter": Mantine's Select needs a non-empty value to show the 'All …' option chosen. */
const ANY = 'all';

interface OptionalFilterSelectProps {
  label: string;
  /** The first option, standing for no filter: 'All locations', 'All practice areas' … */
  anyLabel: string;
  options: readonly string[];
  /** The chosen option, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A filter dropdown whose first option, 'All …', removes the filter. It cannot be emptied otherwise
 * (allowDeselect off), so a visitor always sees what is applied and undoes it the same way they chose it.
 */
export function OptionalFilterSelect({ label, anyLabel, options, value, onChange }: OptionalFilterSelectProps) {
  const data = [{ value: ANY, label: anyLabel }, ...options.map((option) => ({ value: option, label: option }))];
  return (
    <Select
      label={label}
      data={data}
      value={value || ANY}
      allowDeselect={false}
      onChange={(next) => onChange(next && next !== ANY ? next : '')}
    />
  );
}
