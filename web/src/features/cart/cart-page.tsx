// Placeholder until the feature lands; replaced by the feature's real page.
export default function Page() {
  return null;
}
