// Makes the shell's build provide every shared shared-ui entry, so remotes always get the shell's
// copy (above all, the one session store) and never depend on each other for it. A build provides
// only what it imports, hence this list; nothing in it is ever called. The root, `forms` and `area`
// entries are not shared (PER_APP_SHARED_UI in federation-contract) and so are not listed.
export const SHARED_UI_ENTRIES = {
  'shared-ui/session': () => import('shared-ui/session'),
  'shared-ui/schemas': () => import('shared-ui/schemas'),
  'shared-ui/texts': () => import('shared-ui/texts'),
  'shared-ui/types': () => import('shared-ui/types'),
  'shared-ui/pricing': () => import('shared-ui/pricing'),
  'shared-ui/permissions': () => import('shared-ui/permissions'),
} as const;

// The shell's own code imports antd component by component (transformImport in
// scripts/federation.ts), never `antd` itself: this keeps the whole library provided for remotes.
// It runs before any remote loads (loadArea), so the share scope, which picks a copy already
// loaded, always gives remotes this one, never their own. The layout fetches its files on idle
// and runs it on intent (prefetchOnIdle.ts).
export const SHARED_LIBRARIES = {
  antd: () => import('antd'),
} as const;
