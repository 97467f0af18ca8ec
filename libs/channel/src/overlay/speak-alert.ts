/** Reads an alert's message aloud in a Korean voice where the system has one (speechSynthesis). */
export function speakAlert(text: string): boolean {
  if (!('speechSynthesis' in window) || text.trim() === '') return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'ko-KR';
  const korean = window.speechSynthesis.getVoices().find((voice) => voice.lang.toLowerCase().startsWith('ko'));
  if (korean) utterance.voice = korean;
  window.speechSynthesis.speak(utterance);
  return true;
}
