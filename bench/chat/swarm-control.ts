import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ConnectReport, LoadReport, SwarmCommand, SwarmReport } from './swarm-protocol';

/** The swarm child (swarm.ts), driven one command at a time. */
export type Swarm = {
  connect(command: Extract<SwarmCommand, { type: 'connect' }>): Promise<ConnectReport>;
  load(command: Extract<SwarmCommand, { type: 'load' }>): Promise<LoadReport>;
  /** Closes its sockets and ends the child. */
  stop(): Promise<void>;
  pid: number;
};

export function startSwarm(): Swarm {
  const child = fork(fileURLToPath(new URL('./swarm.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = <T extends SwarmReport>(command: SwarmCommand) =>
    new Promise<T>((resolve, reject) => {
      const onExit = () => reject(new Error('the swarm exited'));
      child.once('exit', onExit);
      child.once('message', (report: SwarmReport) => {
        child.off('exit', onExit);
        if (report.type === 'error') reject(new Error(`swarm: ${report.message}`));
        else resolve(report as T);
      });
      child.send(command);
    });
  return {
    pid: child.pid as number,
    connect: (command) => ask<ConnectReport>(command),
    load: (command) => ask<LoadReport>(command),
    async stop() {
      if (child.exitCode !== null) return;
      await ask({ type: 'close' }).catch(() => undefined);
      child.kill('SIGTERM');
      await exited;
    },
  };
}
