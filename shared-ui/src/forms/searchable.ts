/**
 * Selects over data that grows (categories, knowledge bases, profiles, campaigns, products): the
 * user types to filter, ignoring case and accents ('telefonia' finds 'Telefonía').
 */
import { matchesText } from '../format';

interface SearchableOption {
  label?: unknown;
  title?: unknown;
  value?: unknown;
}

/** The text an option is searched by: its label when it is text, else its title or value. */
const optionText = (option: SearchableOption | undefined): string => {
  if (!option) return '';
  for (const text of [option.label, option.title, option.value])
    if (typeof text === 'string' || typeof text === 'number') return String(text);
  return '';
};

/** antd's `filterOption` (Select, AutoComplete); it also fits TreeSelect's `filterTreeNode`. */
export const filterByLabel = (input: string, option?: SearchableOption) =>
  matchesText(optionText(option), input);

/** Spread on an antd Select: `<Select {...searchable} options={...} />`. */
export const searchable = {
  showSearch: { filterOption: filterByLabel },
} as const;
