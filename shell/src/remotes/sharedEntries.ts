// Makes the shell's build provide every shared-ui entry, so remotes always get the shell's copy:
// one session store, and shared-ui's per-component antd imports resolving to the shell's antd.
// A build provides only what it imports, hence this list; nothing here is ever called.
export const SHARED_UI_ENTRIES = {
  'shared-ui': () => import('shared-ui'),
  'shared-ui/session': () => import('shared-ui/session'),
  'shared-ui/forms': () => import('shared-ui/forms'),
  'shared-ui/schemas': () => import('shared-ui/schemas'),
  'shared-ui/texts': () => import('shared-ui/texts'),
  'shared-ui/types': () => import('shared-ui/types'),
  'shared-ui/pricing': () => import('shared-ui/pricing'),
} as const;
