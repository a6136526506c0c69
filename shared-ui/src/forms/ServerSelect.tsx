/**
 * Selects over another collection whose options the API searches as the user types
 * (serverOptions.ts): `ServerSelect` for filters, `ServerSelectField` bound to a formik field.
 * antd's Select with `showSearch` and no filtering of its own: keyboard and screen readers work
 * as in any searchable select. Its own module, apart from fields.tsx: the public pages' forms take
 * the fields without TanStack Query.
 */
import { Flex, Select, type SelectProps, Spin } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { labels } from 'shared-ui/texts';
import { type BaseProps, FieldItem, type Option, useBinding } from './fields';
import { type OptionSource, useServerOptions } from './serverOptions';

type Value = Option['value'];

interface Labelled {
  value: Value;
  label?: ReactNode;
}

export interface ServerSelectProps<T> {
  source: OptionSource<T>;
  /** The chosen value (an array with `mode="multiple"`); undefined or '' for none. */
  value: Value | readonly Value[] | undefined;
  /** The chosen value(s) as values; undefined once cleared (single). */
  onChange: (value: Value | Value[] | undefined) => void;
  mode?: 'multiple';
  /** Fixed options listed before the API's while nothing is typed ('Todas las bases'). */
  fixedOptions?: readonly Option[];
  /**
   * While nothing is typed, the chosen values the first window lacks are listed after it (a
   * product's inactive sub-category, which is no longer offered but is still its own).
   */
  listChosen?: boolean;
  /** What the open dropdown says when nothing matches (antd's own empty text unless said). */
  emptyText?: ReactNode;
  /**
   * Chosen values the API does not have (deleted, or outside the look-up's filters), once their
   * look-up answered: the page drops them (a filter of a deleted base) or asks again.
   */
  onMissing?: (values: Value[]) => void;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  style?: CSSProperties;
  popupMatchSelectWidth?: boolean;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
}

const asList = (value: ServerSelectProps<unknown>['value']): Value[] =>
  value === undefined || value === '' || value === null
    ? []
    : Array.isArray(value)
      ? [...value]
      : [value as Value];

const loadingContent = (
  <Flex gap="small" align="center" justify="center" role="status">
    <Spin size="small" />
    {labels.loading}
  </Flex>
);

/** A select whose options are searched on the server (`q`), its chosen labels read by value. */
export function ServerSelect<T>({
  source,
  value,
  onChange,
  mode,
  fixedOptions = [],
  emptyText,
  onMissing,
  listChosen = false,
  ...rest
}: ServerSelectProps<T>) {
  const [search, setSearch] = useState('');
  const fixed = new Map(fixedOptions.map((o) => [String(o.value), o]));
  const [open, setOpen] = useState(false);
  const chosen = asList(value);
  const server = useServerOptions({
    source,
    // A fixed option's label is known: only the API's values are looked up.
    values: chosen.filter((v) => !fixed.has(String(v))),
    search,
    open,
  });
  // Reported once per set of missing values.
  const missing = server.missing.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `missing` stands for server.missing
  useEffect(() => {
    if (server.missing.length > 0) onMissing?.(server.missing);
  }, [missing]);
  const labelled = (v: Value): Labelled => ({
    value: v,
    label: fixed.get(String(v))?.label ?? server.labelOf(v),
  });
  const loaded = new Set(server.options.map((o) => String(o.value)));
  const unsearched = search.trim() === '';
  const shown = server.fetching
    ? []
    : [
        ...(unsearched ? fixedOptions : []),
        ...server.options,
        ...(unsearched && listChosen
          ? server.chosenOptions.filter((o) => !loaded.has(String(o.value)))
          : []),
      ];

  const selectProps: SelectProps<Labelled | Labelled[]> = {
    ...rest,
    mode,
    // Labels come with the values: those of the chosen ones need not be among the options.
    labelInValue: true,
    value: mode ? chosen.map(labelled) : chosen[0] === undefined ? undefined : labelled(chosen[0]),
    onChange: (next) =>
      onChange(
        Array.isArray(next)
          ? next.map((v) => v.value)
          : next === undefined
            ? undefined
            : next.value,
      ),
    options: shown as SelectProps['options'],
    showSearch: { filterOption: false, searchValue: search, onSearch: setSearch },
    onSelect: () => setSearch(''),
    onOpenChange: (isOpen) => {
      setOpen(isOpen);
      if (!isOpen) setSearch('');
    },
    loading: server.fetching || server.labelsLoading,
    'aria-busy': server.fetching || server.labelsLoading || undefined,
    notFoundContent: server.fetching
      ? loadingContent
      : server.error
        ? labels.optionsFailed
        : emptyText,
  };
  return <Select<Labelled | Labelled[]> {...selectProps} />;
}

export type ServerSelectFieldProps<T> = BaseProps &
  Pick<
    ServerSelectProps<T>,
    'source' | 'mode' | 'emptyText' | 'fixedOptions' | 'onMissing' | 'listChosen'
  > & {
    placeholder?: string;
  };

/** A formik field picked from another collection: SelectField's label, errors and 'Seleccione'. */
export function ServerSelectField<T>({
  source,
  mode,
  emptyText,
  fixedOptions,
  onMissing,
  listChosen,
  placeholder = 'Seleccione',
  ...base
}: ServerSelectFieldProps<T>) {
  const b = useBinding(base);
  return (
    <FieldItem {...base}>
      <ServerSelect<T>
        {...b.control}
        source={source}
        mode={mode}
        value={b.field.value}
        onChange={(v) => b.set(v ?? (mode ? [] : ''))}
        onBlur={b.touch}
        placeholder={placeholder}
        allowClear={!!mode}
        emptyText={emptyText}
        fixedOptions={fixedOptions}
        onMissing={onMissing}
        listChosen={listChosen}
      />
    </FieldItem>
  );
}
