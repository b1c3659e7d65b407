const { Pool } = require('/work/main/node_modules/undici');
(async () => {
  const origin = 'http://127.0.0.1:3350';
  const login = await fetch(origin + '/api/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-mode': 'bearer' }, body: JSON.stringify({ email: 'bench@prova.it', password: 'Bench!2026elenchi' }) });
  const { access_token } = await login.json();
  const headers = { authorization: 'Bearer ' + access_token };
  const url = process.argv[2];
  const secs = Number(process.argv[3] || 10);
  const pool = new Pool(origin, { connections: 10 });
  const lat = [];
  const end = performance.now() + secs * 1000;
  let status = {};
  await Promise.all(Array.from({ length: 10 }, async () => {
    while (performance.now() < end) {
      const s = performance.now();
      const r = await pool.request({ path: url, method: 'GET', headers });
      await r.body.arrayBuffer();
      status[r.statusCode] = (status[r.statusCode] || 0) + 1;
      lat.push(performance.now() - s);
    }
  }));
  lat.sort((a, b) => a - b);
  const q = (p) => lat[Math.min(lat.length - 1, Math.ceil(p * lat.length) - 1)].toFixed(1);
  console.log(url, 'n', lat.length, 'median', q(0.5), 'p97.5', q(0.975), JSON.stringify(status));
  await pool.close();
})();
