(function () {
  // Sorts the results table by a column on a header click (numbers as numbers; n/a, failed
  // and empty cells last), or on load by ?sort=N (ascending) or ?sort=-N.
  var table = document.getElementById('results');
  if (table !== null) {
    var headers = table.tHead.rows[0].cells;
    var key = function (row, column) {
      var value = parseFloat(row.cells[column].textContent);
      return isNaN(value) ? null : value;
    };
    var sortBy = function (column, ascending) {
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = key(a, column), y = key(b, column);
        if (x === null || y === null) {
          if (x === null && y === null) {
            return a.cells[column].textContent.localeCompare(b.cells[column].textContent);
          }
          return x === null ? 1 : -1;
        }
        return ascending ? x - y : y - x;
      });
      rows.forEach(function (row) { body.appendChild(row); });
      for (var i = 0; i < headers.length; i++) { headers[i].removeAttribute('aria-sort'); }
      headers[column].setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    };
    Array.prototype.forEach.call(headers, function (th, column) {
      th.addEventListener('click', function () {
        sortBy(column, th.getAttribute('aria-sort') !== 'ascending');
      });
    });
    var sort = new URLSearchParams(location.search).get('sort');
    if (sort !== null && /^-?[0-9]+$/.test(sort) && Math.abs(+sort) < headers.length) {
      sortBy(Math.abs(+sort), sort.charAt(0) !== '-');
    }
  }
  // For a headless browser to check: how many images decoded, and whether the page itself
  // scrolls sideways at this window width.
  window.addEventListener('load', function () {
    var images = Array.prototype.slice.call(document.images);
    var decoded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; });
    document.body.setAttribute('data-images', decoded.length + '/' + images.length);
    document.body.setAttribute('data-overflow',
        document.documentElement.scrollWidth > window.innerWidth ? 'yes' : 'no');
  });
})();
