import { strykerConfig } from './groups.ts';

export default strykerConfig('addresses');
