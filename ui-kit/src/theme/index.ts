export { createAppTheme, HOUSE_BRAND, HOUSE_FONT_FAMILY, type AppThemeOptions } from './createAppTheme.ts';
export {
  createKitTheme,
  KIT_SPACING,
  type KitBrand,
  type KitBrandColor,
  type KitDensity,
  type KitThemeOptions,
} from './createKitTheme.ts';
