// The host side of the demo: a clinic system that embeds the store. It loads the widget bundle in the format the
// settings ask for, logs every widget event, connects its user with a signed link, reorders what is low in its
// pharmacy (punchout) and takes checkout into its own purchase order when asked to.
(function () {
  var params = new URLSearchParams(location.search);
  var storeMeta = document.querySelector('meta[name="yc-store"]');
  var signMeta = document.querySelector('meta[name="yc-sign"]');
  var STORE = storeMeta ? storeMeta.content : location.origin;
  var SIGN = signMeta ? signMeta.content : '/api/demo/cisSign';
  var EVENTS = ['yc:ready', 'yc:login', 'yc:logout', 'yc:auth-required', 'yc:cart-change', 'yc:add-to-cart', 'yc:checkout-request', 'yc:order-created', 'yc:navigate', 'yc:error', 'yc:acting-start', 'yc:acting-end'];

  // --- the bundle, in the chosen format (ESM by default; "twice" loads a second copy to prove it is harmless) ---
  var bundle = params.get('bundle') || 'esm';
  function load(format, suffix) {
    var s = document.createElement('script');
    if (format === 'esm') s.type = 'module';
    s.src = STORE + '/widgets/' + (format === 'esm' ? 'yaocai.js' : 'yaocai.iife.js') + (suffix || '');
    document.head.appendChild(s);
  }
  if (bundle === 'iife') load('iife');
  else load('esm');
  if (bundle === 'twice') load('iife', '?copy=2');
  if (params.get('hostile') === 'max') {
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = './hostile-max.css';
    document.head.appendChild(css);
  }

  function $(id) { return document.getElementById(id); }
  function write(name, detail) {
    var li = document.createElement('li');
    li.textContent = new Date().toLocaleTimeString() + ' ' + name + ' ' + JSON.stringify(detail || {});
    $('log').insertBefore(li, $('log').firstChild);
  }
  EVENTS.forEach(function (name) {
    document.addEventListener(name, function (e) { write(name, e.detail); });
  });

  // --- settings: theme, bundle format, CSP mode (the last two reload the page) ---
  $('theme').value = localStorage.getItem('cis-theme') || 'default';
  $('theme').addEventListener('change', function () {
    localStorage.setItem('cis-theme', this.value);
    document.querySelectorAll('yc-search, yc-cart, yc-quick-order, yc-order-list, yc-store, yc-salesman-console').forEach(function (el) {
      el.setAttribute('theme', $('theme').value);
    });
  });
  // 320 px 窄栏: the elements in a side-column width (kept in the URL, so a reload keeps it).
  function narrow(on) { document.body.classList.toggle('narrow', on); }
  $('narrow').checked = params.get('narrow') === '1';
  narrow($('narrow').checked);
  $('narrow').addEventListener('change', function () {
    narrow(this.checked);
    if (this.checked) params.set('narrow', '1');
    else params.delete('narrow');
    history.replaceState(null, '', '?' + params.toString());
  });
  $('bundle').value = bundle;
  $('csp').value = params.get('csp') || '';
  function reloadWith(key, value) {
    if (value) params.set(key, value);
    else params.delete(key);
    location.search = params.toString();
  }
  $('bundle').addEventListener('change', function () { reloadWith('bundle', this.value === 'esm' ? '' : this.value); });
  $('csp').addEventListener('change', function () { reloadWith('csp', this.value); });

  // --- who is connected ---
  function status() {
    var s = window.YaoCai && window.YaoCai.session ? window.YaoCai.session() : {};
    $('cis-status').textContent = s.client_id ? '已连接：' + (s.clinicName || '药采客户') : s.salesman_id ? '已连接：业务员' : '未连接药采';
  }
  document.addEventListener('yc:ready', status);
  document.addEventListener('yc:login', status);
  document.addEventListener('yc:logout', status);

  var CONTACT_PHONE = { zhensuo01: '13812345602', yaofang01: '13812345601', liansuo01: '13812345604' };

  // Connect = the signed handshake: this clinic system's backend signs a link for its user (SIGN), and
  // YaoCai.handshake logs every widget in with it.
  $('cis-login').addEventListener('click', function () {
    var q = new URLSearchParams({ UserName: $('cis-account').value, action: 'home' });
    // The person logged in to this clinic system goes with the signed link (staff_phone): the store records them
    // as the purchaser of every order. The demo accounts' authorised purchaser is their contact.
    var staff = $('cis-staff').value === 'contact' ? CONTACT_PHONE[$('cis-account').value] : $('cis-staff').value;
    if (staff) q.set('staff_phone', staff);
    fetch(SIGN + '?' + q.toString())
      .then(function (r) { return r.json(); })
      .then(function (env) {
        if (env.code !== 200) throw new Error(env.msg);
        write('host', { signedLink: env.data });
        return window.YaoCai.handshake(env.data);
      })
      .then(function (s) { write('host', { handshake: s }); status(); })
      .catch(function (err) {
        write('host', { loginFailed: String(err && err.message) });
        $('cis-status').textContent = '连接失败：' + String(err && err.message);
      });
  });
  $('cis-logout').addEventListener('click', function () { window.YaoCai.logout().then(status); });
  $('open-cart').addEventListener('click', function () { window.YaoCai.open('/shopCart'); });

  // --- the pharmacy's stock list and "reorder what is low" (punchout into the store's cart) ---
  var STOCK = [
    { name: '阿莫西林胶囊 0.25g*24粒', code: 'YC000001', stock: 3, safe: 20, shelf: 'A-01' },
    { name: '盐酸二甲双胍片 0.5g*24片', code: 'YC001527', stock: 4, safe: 30, shelf: 'B-03' },
    { name: '奥美拉唑肠溶胶囊 20mg*12粒', code: 'YC001573', stock: 2, safe: 10, shelf: 'B-07' },
    { name: '布洛芬缓释胶囊 0.3g*20粒', code: 'YC000002', stock: 0, safe: 15, shelf: 'A-05' },
    { name: '硝苯地平控释片 30mg*24片', code: 'YC001487', stock: 12, safe: 10, shelf: 'C-02' },
    { name: '头孢地尼胶囊 0.1g*24粒', code: 'YC000994', stock: 30, safe: 20, shelf: 'A-09' },
  ];
  STOCK.forEach(function (item) {
    var tr = document.createElement('tr');
    var low = item.stock < item.safe;
    if (low) tr.className = 'low';
    [item.name, item.code, item.stock, item.safe, low ? '低于安全库存' : '充足'].forEach(function (v) {
      var td = document.createElement('td');
      td.textContent = v;
      tr.appendChild(td);
    });
    $('stock').tBodies[0].appendChild(tr);
  });
  function result(text) {
    var li = document.createElement('li');
    li.textContent = text;
    $('reorder-result').appendChild(li);
  }
  $('reorder-low').addEventListener('click', function () {
    $('reorder-result').textContent = '';
    var needs = STOCK.filter(function (i) { return i.stock < i.safe; }).map(function (i) {
      return { product_code: i.code, quantity: i.safe - i.stock, note: '药房 ' + i.shelf + ' 补货' };
    });
    window.YaoCai.prefillCart(needs).then(function (r) {
      r.added.forEach(function (l) { result('已加入：' + l.name + ' × ' + l.amount + (l.rounded ? '（需求 ' + l.asked + '，按中包装取整）' : '')); });
      r.refused.forEach(function (l) { result('未加入：' + l.line.product_code + ' ' + l.reason); });
    }, function (err) { result('补货失败：' + String(err && err.message)); });
  });

  // --- checkout into the clinic's own purchase order, and orders placed in the store coming back ---
  function showLines(title, lines) {
    var box = $('purchase-order');
    box.textContent = '';
    var h = document.createElement('p');
    h.textContent = title;
    box.appendChild(h);
    var ul = document.createElement('ul');
    lines.forEach(function (l) {
      var li = document.createElement('li');
      li.textContent = (l.name || '商品 ' + l.product_id) + ' × ' + l.amount + (l.price ? ' · ￥' + l.price : '') + (l.note ? ' · ' + l.note : '');
      ul.appendChild(li);
    });
    box.appendChild(ul);
  }
  document.addEventListener('yc:checkout-request', function (e) {
    if (!$('veto-checkout').checked) return;
    e.preventDefault();
    showLines('已转入本院采购单（待院内审批）：', e.detail.lines);
  });
  document.addEventListener('yc:order-created', function (e) {
    showLines('药采订单 ' + e.detail.order_code + ' 已下单，应付 ￥' + e.detail.total + '：', e.detail.lines);
  });
})();
