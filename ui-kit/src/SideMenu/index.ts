export { SideMenu, type SideMenuItem, type SideMenuLinkProps, type SideMenuProps } from './SideMenu.tsx';
