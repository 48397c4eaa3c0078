import { LinkButton } from '@cosign/ui/link-button'

/** The empty states' way on to the contract list (/contracts, whose page a renter sees as "My Contracts"). */
export function MyContractsLink() {
  return (
    <LinkButton to="/contracts" variant="secondary">
      My Contracts
    </LinkButton>
  )
}
