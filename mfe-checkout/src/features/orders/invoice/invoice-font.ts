/** A TrueType face to embed in the PDF: its name in jsPDF and the bytes of its two weights. */
export interface EmbeddedFace {
  name: string;
  regular: Uint8Array;
  bold: Uint8Array;
}

/**
 * Noto Naskh Arabic (SIL Open Font License 1.1; the TTFs of @expo-google-fonts/noto-naskh-arabic),
 * regular and bold. Its cmap has the Arabic presentation forms jsPDF's shaping draws, and Latin,
 * digits and the currency signs, so one face writes the whole Arabic document. This module is the
 * chunk only an Arabic document loads; the two files (about 195 KB each) are fetched from beside it.
 */
export async function loadArabicFace(): Promise<EmbeddedFace> {
  const [regular, bold] = await Promise.all([
    fetchFont(
      new URL(
        '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
        import.meta.url,
      ),
    ),
    fetchFont(
      new URL('@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf', import.meta.url),
    ),
  ]);
  return { name: 'NotoNaskhArabic', regular, bold };
}

async function fetchFont(url: URL): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The invoice font ${url.pathname} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
