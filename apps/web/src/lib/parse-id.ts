/** A route id segment as a positive integer: the contract's rule, shared with the server. */
export { parsePositiveId } from '@venue/contract/domain';
