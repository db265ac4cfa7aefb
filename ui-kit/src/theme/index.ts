export { createAppTheme, type AppThemeOptions } from './createAppTheme.ts';
