// mfe_admin: built with the configuration all account micro-frontends share (packages/config/webpack.remote.js).
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'
import { remoteWebpackConfig } from '../packages/config/webpack.remote.js'

const dir = dirname(fileURLToPath(import.meta.url))
const plugins = { ModuleFederationPlugin, HtmlWebpackPlugin }

export default remoteWebpackConfig({ name: 'mfe_admin', area: 'admin', dir, port: 3004, plugins })
