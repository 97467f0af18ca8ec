import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

function pluginNames(options: PluginOption[]): string[] {
  return options.flatMap((option) => {
    if (Array.isArray(option)) return pluginNames(option);
    return option && typeof option === 'object' && 'name' in option ? [option.name] : [];
  });
}

/** The console's components, in its neutral theme (the same set-up as libs/ui's Storybook). */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const plugins = [...(viteConfig.plugins ?? [])];
    const names = pluginNames(plugins);
    if (!names.some((name) => name.startsWith('vite:react'))) plugins.push(react());
    if (!names.some((name) => name.startsWith('@tailwindcss/vite'))) plugins.push(tailwindcss());
    return { ...viteConfig, plugins };
  },
};

export default config;
