import './hero-graphics.css';

// spec: site-marketing-careers §2.6, the conversational AI page's animated chat graphic. Purely
// decorative (hidden from assistive technology); its lines are not copy anyone needs to read.
const exchange = [
  { from: 'customer', text: 'Hi, where is my order #4821?' },
  {
    from: 'assistant',
    text: 'It left our warehouse this morning and arrives tomorrow before noon.',
  },
  { from: 'customer', text: 'Great, can I change the delivery address?' },
] as const;

const stepSeconds = 1.2;

export function ChatGraphic() {
  return (
    <div
      aria-hidden="true"
      className="w-full max-w-sm rounded-3xl border border-slate-700 bg-slate-900/80 p-5 shadow-2xl shadow-sky-950/50"
    >
      <div className="flex items-center gap-3 border-b border-slate-800 pb-4">
        <span className="size-3 rounded-full bg-emerald-400" />
        <span className="text-sm font-semibold text-slate-200">Assistant · online</span>
      </div>
      <div className="mt-4 flex min-h-64 flex-col gap-3">
        {exchange.map((line, index) => (
          <p
            key={line.text}
            className={`chat-bubble max-w-[85%] rounded-2xl px-4 py-2.5 text-sm ${
              line.from === 'customer'
                ? 'self-end rounded-br-sm bg-sky-400 text-slate-950'
                : 'self-start rounded-bl-sm bg-slate-800 text-slate-100'
            }`}
            style={{ animationDelay: `${index * stepSeconds}s` }}
          >
            {line.text}
          </p>
        ))}
        <p
          className="chat-bubble flex gap-1.5 self-start rounded-2xl rounded-bl-sm bg-slate-800 px-4 py-3"
          style={{ animationDelay: `${exchange.length * stepSeconds}s` }}
        >
          {[0, 1, 2].map((dot) => (
            <span
              key={dot}
              className="typing-dot size-2 rounded-full bg-slate-300"
              style={{ animationDelay: `${dot * 0.2}s` }}
            />
          ))}
        </p>
      </div>
    </div>
  );
}
