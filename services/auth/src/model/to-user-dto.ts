import { legalAcceptanceNeeded, type UserDto } from '@cosign/api'
import type { User } from '../generated/prisma/client.js'

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    role: user.role,
    userType: user.role.toLowerCase(),
    isActive: user.isActive,
    profileCompleted: user.profileCompleted,
    profileStatus: user.profileStatus,
    creditScore: user.creditScore,
    monthlyPayment: user.monthlyPayment,
    creditVerified: user.creditVerified,
    paypalVerified: user.paypalVerified,
    emailVerified: user.emailVerifiedAt !== null,
    legalAcceptanceNeeded: legalAcceptanceNeeded(user.termsVersion, user.privacyVersion),
    createdAt: user.createdAt.toISOString(),
  }
}
