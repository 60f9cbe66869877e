// Placeholder while the issue-19 work lands; replaced before the change is committed.
export function loader() {
  return new Response(null, { status: 404 })
}
