import { Select } from '@mantine/core';

/** The dropdown's value for "no filter": Mantine's Select needs a non-empty value to show the 'All …' option chosen. */
const ANY = 'all';

interface OptionalFilterSelectProps<Option extends string> {
  label: string;
  /** The first option, standing for no filter: 'All locations', 'All practice areas' … */
  anyLabel: string;
  options: readonly Option[];
  /** The chosen option, or '' for none. */
  value: Option | '';
  onChange: (value: Option | '') => void;
}

/**
 * A filter dropdown whose first option, 'All …', removes the filter. It cannot be emptied otherwise
 * (allowDeselect off), so a visitor always sees what is applied and undoes it the same way they chose it.
 */
export function OptionalFilterSelect<Option extends string>({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: OptionalFilterSelectProps<Option>) {
  const data = [{ value: ANY, label: anyLabel }, ...options.map((option) => ({ value: option, label: option }))];
  return (
    <Select
      label={label}
      data={data}
      value={value || ANY}
      allowDeselect={false}
      onChange={(next) => onChange(options.find((option) => option === next) ?? '')}
    />
  );
}
