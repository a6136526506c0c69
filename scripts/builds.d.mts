// Types for builds.mjs.
import type { AppInfo } from './apps.mjs';

export declare const PRODUCTS_VARIANTS: readonly ['variant', 'incompatible', 'faulty', 'outside'];
export declare function staleApps(apps?: readonly AppInfo[]): AppInfo[];
export declare function buildApps(options?: {
  apps?: readonly AppInfo[];
  force?: boolean;
  variants?: readonly string[];
}): Promise<void>;
export declare function buildProductsVariants(): Promise<string[]>;
