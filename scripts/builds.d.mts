// Types for builds.mjs.
import type { AppInfo } from './apps.mjs';
export declare function staleApps(apps?: readonly AppInfo[]): AppInfo[];
export declare function buildApps(options?: { apps?: readonly AppInfo[]; force?: boolean }): void;
export declare function buildProductsVariant(
  variant?: 'variant' | 'incompatible' | 'faulty' | 'outside',
): string;
