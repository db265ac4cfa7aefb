import { strykerConfig } from './groups.ts';

export default strykerConfig('quota');
