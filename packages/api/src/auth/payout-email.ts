/**
 * How the services that pay cosigners key a confirmed PayPal payout email (user.paypal_verified, issue 27): ids
 * and addresses compared without case or surrounding spaces, as a contract's terms may spell the address.
 */
export function payoutEmailKey(userId: string, paypalEmail: string): { userId: string; paypalEmail: string } {
  return { userId: userId.toLowerCase(), paypalEmail: paypalEmail.trim().toLowerCase() }
}
