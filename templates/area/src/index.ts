// Async boundary: lets Module Federation set up shared modules before any app code runs.
import('./bootstrap');
