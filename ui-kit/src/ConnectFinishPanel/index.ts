export {
  ConnectFinishPanel,
  type ConnectFinishPanelProps,
  type ConnectFinishPanelResult,
  type ConnectFinishPanelText,
  type ConnectFinishState,
} from './ConnectFinishPanel.tsx';
