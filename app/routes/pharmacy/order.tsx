// Placeholder while the issue-19 work lands; replaced before the change is committed.
export default function Placeholder() {
  return null
}
