// Stylesheets imported by lazily loaded screens (webpack's style-loader injects them with their chunk).
declare module '*.css'
