import { afterFirstContentfulPaint } from "../../lib/afterFirstContentfulPaint";

/** Inline in <head>: fetches the brand face once the first frame is on screen, so no first paint waits for it. */
export default function loadFaceAfterFirstPaint(
  family: string,
  source: string,
  descriptors: Record<string, string | undefined>,
) {
  const face = new FontFace(family, source, descriptors as FontFaceDescriptors);
  afterFirstContentfulPaint(() =>
    face.load().then(
      (loaded) => document.fonts.add(loaded),
      () => {},
    ),
  );
}
