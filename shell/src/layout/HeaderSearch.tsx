// The header search pop-up: types a query, searches the remotes' providers (debounced), opens the hit.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef, Popover, Spin, Tag } from 'antd';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebounced } from 'shared-ui';
import { labels } from 'shared-ui/texts';
import styles from './layout.module.css';
import { usePopupPlacement } from './popupPlacement';
import { useRegistry } from '../remotes/hostContext';
import { useIntentProps } from '../remotes/IntentLink';
import { createSearcher, MIN_QUERY, type SearchHit, searchProviders } from './search';

export const SEARCH_DEBOUNCE_MS = 300;

/** 'campaña, producto o perfil': what the registered providers find. */
const searchableThings = (providers: { label: string }[]) => {
  const things = providers.map((provider) => provider.label.toLowerCase());
  return things.length > 1
    ? `${things.slice(0, -1).join(', ')} o ${things[things.length - 1]}`
    : (things[0] ?? 'nada registrado');
};

type Outcome =
  | { status: 'idle' }
  | { status: 'done'; query: string; hits: SearchHit[] }
  | { status: 'error'; query: string };

interface SearchPanelProps {
  onOpen: (hit: SearchHit) => void;
  onClose: () => void;
}

function SearchPanel({ onOpen, onClose }: SearchPanelProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  // Each (debounced) query asks the API: no list is downloaded whole.
  const remotes = useRegistry();
  const intentProps = useIntentProps();
  const providers = useMemo(() => searchProviders(remotes), [remotes]);
  const search = useMemo(() => createSearcher(providers), [providers]);

  // Focus once the pop-up is in the page (autoFocus fires before the pop-up is placed).
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (query.length < MIN_QUERY) {
      setOutcome({ status: 'idle' });
      return;
    }
    let stale = false;
    search(query).then(
      (hits) => {
        if (stale) return;
        setOutcome({ status: 'done', query, hits });
        setActive(0);
      },
      () => {
        if (!stale) setOutcome({ status: 'error', query });
      },
    );
    return () => {
      stale = true;
    };
  }, [query, search]);

  const typed = text.trim();
  const current = outcome.status !== 'idle' && outcome.query === typed;
  const hits = current && outcome.status === 'done' ? outcome.hits : [];
  const loading = typed.length >= MIN_QUERY && !current;
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      if (hit) {
        event.preventDefault();
        onOpen(hit);
      }
    } else if (event.key === 'Escape') {
      onClose();
    }
  };

  let status: string;
  if (typed.length < MIN_QUERY) {
    status = `Escriba al menos ${MIN_QUERY} letras para buscar: ${searchableThings(providers)}.`;
  } else if (loading) status = 'Buscando…';
  else if (outcome.status === 'error')
    status = 'No se pudo completar la búsqueda. Intente de nuevo.';
  else if (hits.length === 0) status = `Sin resultados para «${typed}».`;
  else status = hits.length === 1 ? '1 resultado' : `${hits.length} resultados`;

  return (
    <div className={styles.panel}>
      <Input
        ref={input}
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        suffix={loading ? <Spin size="small" /> : undefined}
        placeholder={labels.searchPlaceholder}
        aria-label={labels.searchPlaceholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits[active] ? optionId(active) : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.searchStatus} role="status" aria-live="polite">
        {status}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Resultados de la búsqueda"
        className={styles.results}
      >
        {hits.map((hit, index) => (
          // Keyboard use goes through the combobox input (arrows + Enter), as the ARIA pattern asks.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input above handles the keys
          <div
            key={hit.key}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? `${styles.result} ${styles.resultActive}` : styles.result}
            {...intentProps(hit.path)}
            onMouseEnter={() => {
              setActive(index);
              intentProps(hit.path).onMouseEnter();
            }}
            onClick={() => onOpen(hit)}
          >
            <span className={styles.resultName}>{hit.name}</span>
            <Tag>{hit.label}</Tag>
          </div>
        ))}
      </div>
    </div>
  );
}

export function HeaderSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const placement = usePopupPlacement('bottomLeft');
  const trigger = useRef<HTMLButtonElement>(null);

  const openHit = (hit: SearchHit) => {
    setOpen(false);
    navigate(hit.path);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement={placement}
      title={labels.searchPlaceholder}
      destroyOnHidden
      content={<SearchPanel onOpen={openHit} onClose={close} />}
    >
      <Button
        ref={trigger}
        type="text"
        className={styles.headerButton}
        icon={<SearchOutlined aria-hidden />}
        aria-expanded={open}
      >
        <span className={styles.wideOnly}>Buscar</span>
      </Button>
    </Popover>
  );
}
