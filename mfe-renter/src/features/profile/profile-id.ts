// Profile ids are UUIDs (spec: "The id must be a UUID").
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function isProfileId(value: string | undefined): value is string {
  return typeof value === 'string' && UUID.test(value)
}
