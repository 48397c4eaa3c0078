describe('@cosign/ui root', () => {
  it('can be imported outside a browser without keeping the process alive', async () => {
    const ui = await import('./index.js')
    expect(typeof ui.session.getSnapshot).toBe('function')
    expect(typeof ui.toast).toBe('function')
  })
})
