// The header's balance for a member (libs/shell MemberCorner, loaded for a member only), with the
// wallet call behind it.
export { BalanceChip } from './nav/BalanceChip';
