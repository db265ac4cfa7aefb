import { vitestConfig } from './groups.ts';

export default vitestConfig('addresses');
