/**
 * Light or dark: the user's choice, remembered per browser, or the system's setting until one is
 * made. In the shared entry (one choice for the shell and every remote), free of antd: the
 * design tokens of both themes live here too, and each app adds antd's algorithm.
 */
import type { ThemeConfig } from 'antd/es/config-provider';
import { create } from 'zustand';

export type ThemeMode = 'light' | 'dark';

/** localStorage key of the user's choice. */
export const THEME_KEY = 'bo.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice wins; without one (or a corrupt one) the system's setting decides. */
export function resolveTheme(stored: string | null, systemDark: boolean): ThemeMode {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemDark ? 'dark' : 'light';
}

const readStored = (): string | null => {
  try {
    return window.localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
};

const systemDark = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;

interface ThemeState {
  mode: ThemeMode;
  /** Whether the user chose (else the system's setting is followed). */
  chosen: boolean;
  /** Remembers the choice for this browser. */
  setMode: (mode: ThemeMode) => void;
}

const initialStored = typeof window === 'undefined' ? null : readStored();

export const useThemeStore = create<ThemeState>((set) => ({
  mode: resolveTheme(initialStored, systemDark()),
  chosen: initialStored === 'light' || initialStored === 'dark',
  setMode: (mode) => {
    try {
      window.localStorage.setItem(THEME_KEY, mode);
    } catch {
      // Private mode: the choice lasts for the page.
    }
    set({ mode, chosen: true });
  },
}));

export const useThemeMode = () => useThemeStore((s) => s.mode);

/** The page's CSS follows the mode too (CSS modules, the boot frame, native controls). */
const applyToDocument = (mode: ThemeMode) => {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
};

if (typeof window !== 'undefined') {
  applyToDocument(useThemeStore.getState().mode);
  useThemeStore.subscribe((state) => applyToDocument(state.mode));
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener?.('change', (event) => {
      if (!useThemeStore.getState().chosen)
        useThemeStore.setState({ mode: event.matches ? 'dark' : 'light' });
    });
  }
  // A choice made in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY) return;
    const stored = readStored();
    useThemeStore.setState({
      mode: resolveTheme(stored, systemDark()),
      chosen: stored === 'light' || stored === 'dark',
    });
  });
}

const BRAND_BLUE = '#1554c0';
/** antd's pressed shade of the brand blue (9.8:1 on white). */
const BRAND_BLUE_PRESSED = '#093999';
/** Blue for text and links on dark surfaces (7.7:1 on #141414); the brand blue is too dark there. */
const DARK_TEXT_BLUE = '#8cb4ff';

const SHARED_TOKENS = {
  colorPrimary: BRAND_BLUE,
  borderRadius: 8,
  fontFamily: 'system-ui, "Segoe UI", Roboto, sans-serif',
};

/**
 * The design tokens of each theme, without antd's algorithm (the caller adds default or dark).
 * Both keep text at WCAG AA (4.5:1) where antd's defaults fall below it.
 */
export function themeTokens(mode: ThemeMode): ThemeConfig {
  if (mode === 'light') {
    return {
      token: {
        ...SHARED_TOKENS,
        // antd's defaults for these fall below WCAG AA (4.5:1) on white: links and danger
        // buttons (#1677ff, #ff4d4f), secondary text and breadcrumbs, select placeholders.
        colorLink: BRAND_BLUE,
        // What antd derives from the brand blue for a link under the pointer is lighter
        // (#5d93d9, 3.2:1 on white): its pressed shade instead, darker than the link.
        colorLinkHover: BRAND_BLUE_PRESSED,
        colorError: '#cf1322',
        colorTextDescription: 'rgba(0, 0, 0, 0.62)',
        colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      },
      components: {
        // antd's default (45% black) is under 4.5:1 on grey page backgrounds: every page's breadcrumb.
        Breadcrumb: {
          itemColor: 'rgba(0, 0, 0, 0.65)',
          linkColor: 'rgba(0, 0, 0, 0.65)',
          separatorColor: 'rgba(0, 0, 0, 0.65)',
        },
      },
    };
  }
  const secondary = 'rgba(255, 255, 255, 0.68)';
  return {
    token: {
      ...SHARED_TOKENS,
      colorLink: DARK_TEXT_BLUE,
      colorLinkHover: '#b3cdff',
      // antd derives a pressed link darker than the surface allows (#627cad, 4.4:1 on #141414).
      colorLinkActive: DARK_TEXT_BLUE,
      colorPrimaryText: DARK_TEXT_BLUE,
      colorPrimaryTextHover: '#b3cdff',
      colorPrimaryTextActive: DARK_TEXT_BLUE,
      colorError: '#ff7875',
      colorTextDescription: secondary,
      colorTextTertiary: secondary,
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
      colorTextDisabled: 'rgba(255, 255, 255, 0.5)',
    },
    components: {
      Breadcrumb: { itemColor: secondary, linkColor: secondary, separatorColor: secondary },
      // A light red button needs dark text (7:1); white on it would be 2.6:1.
      Button: { dangerColor: '#141414' },
      Tabs: {
        itemSelectedColor: DARK_TEXT_BLUE,
        itemActiveColor: DARK_TEXT_BLUE,
        itemHoverColor: '#b3cdff',
        inkBarColor: DARK_TEXT_BLUE,
      },
      Menu: {
        // The open group holding the current page: brand blue would be 2.3:1 here.
        subMenuItemSelectedColor: DARK_TEXT_BLUE,
        itemSelectedColor: '#ffffff',
        itemSelectedBg: 'rgba(21, 84, 192, 0.55)',
        darkItemSelectedBg: BRAND_BLUE,
      },
      Pagination: { itemActiveColor: DARK_TEXT_BLUE },
      // A loading indicator's text ('Cargando…') is drawn in the primary colour: 2.6:1 in brand blue.
      Spin: { colorPrimary: DARK_TEXT_BLUE },
    },
  };
}
