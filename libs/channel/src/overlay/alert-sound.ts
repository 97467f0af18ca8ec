/**
 * The alert's chime, synthesized with WebAudio (two short notes, no asset to load). OBS's browser
 * source plays audio without a gesture; a browser tab may keep the context suspended until one, so
 * the chime is then silent but the alert still shows. Answers whether the notes were started.
 */
let context: AudioContext | null = null;

export function playAlertChime(): boolean {
  const Context =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return false;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  const start = context.currentTime;
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.6);
  [880, 1320].forEach((frequency, index) => {
    const note = context?.createOscillator();
    if (!note) return;
    note.type = 'sine';
    note.frequency.value = frequency;
    note.connect(gain);
    note.start(start + index * 0.15);
    note.stop(start + 0.6);
  });
  return true;
}
