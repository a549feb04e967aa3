#include "godhex.h"

#include <QHash>
#include <QImage>
#include <QMutex>
#include <QPainter>
#include <QPolygonF>
#include <algorithm>
#include <cmath>

namespace starboard {

GodHex::GodHex(QQuickItem *parent) : QQuickPaintedItem(parent) {}

void GodHex::setFillColor(const QColor &color)
{
    if (color == m_fill)
        return;
    m_fill = color;
    update();
    emit fillColorChanged();
}

void GodHex::setStrokeColor(const QColor &color)
{
    if (color == m_stroke)
        return;
    m_stroke = color;
    update();
    emit strokeColorChanged();
}

void GodHex::setStrokeWidth(qreal width)
{
    if (qFuzzyCompare(width, m_strokeWidth))
        return;
    m_strokeWidth = width;
    update();
    emit strokeWidthChanged();
}

void GodHex::setZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    updateTextureSize();
    emit zoomChanged();
}

void GodHex::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        updateTextureSize();
}

// The texture at the size the hex is shown (at least 1 pixel; the device pixel ratio is
// applied by QQuickPaintedItem on top).
void GodHex::updateTextureSize()
{
    const qreal z = std::clamp(m_zoom, 0.1, 8.0);
    const QSize size(std::max(1, int(std::ceil(width() * z))),
                     std::max(1, int(std::ceil(height() * z))));
    if (size != textureSize()) {
        setTextureSize(size);
        update();
    }
}

namespace {

struct HexKey
{
    QRgb fill, stroke;
    qreal strokeWidth, width, height, scaleX, scaleY;
    bool operator==(const HexKey &) const = default;
};

size_t qHash(const HexKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.fill, k.stroke, k.strokeWidth, k.width, k.height, k.scaleX, k.scaleY);
}

QImage drawHex(const HexKey &k)
{
    QImage image(std::max(1, int(std::ceil(k.width * k.scaleX))),
                 std::max(1, int(std::ceil(k.height * k.scaleY))),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.scale(k.scaleX, k.scaleY);
    const qreal r = std::min(k.width, k.height) / 2 * 0.96;
    const QPointF centre(k.width / 2, k.height / 2);
    QPolygonF hex;
    for (int i = 0; i < 6; ++i) {
        const qreal a = M_PI / 6 + i * M_PI / 3;
        hex << centre + QPointF(r * std::cos(a), r * std::sin(a));
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setBrush(qAlpha(k.fill) > 0 ? QBrush(QColor::fromRgba(k.fill)) : QBrush(Qt::NoBrush));
    if (k.strokeWidth > 0 && qAlpha(k.stroke) > 0) {
        QPen pen(QColor::fromRgba(k.stroke), k.strokeWidth);
        pen.setJoinStyle(Qt::BevelJoin); // as the Shape had it
        p.setPen(pen);
    } else {
        p.setPen(Qt::NoPen);
    }
    p.drawPolygon(hex);
    return image;
}

} // namespace

// The board's hundred hexes come in a handful of looks (fill, outline, size, zoom): each
// look is drawn once and copied into the sectors' textures.
void GodHex::paint(QPainter *painter)
{
    static QMutex mutex; // paint() runs on the render thread
    static QHash<HexKey, QImage> cache;
    const QTransform t = painter->worldTransform();
    const HexKey key{m_fill.rgba(), m_stroke.rgba(), m_strokeWidth, width(),
                     height(),      t.m11(),         t.m22()};
    QImage image;
    {
        QMutexLocker lock(&mutex);
        auto it = cache.constFind(key);
        if (it == cache.constEnd()) {
            if (cache.size() > 64)
                cache.clear();
            it = cache.insert(key, drawHex(key));
        }
        image = *it;
    }
    painter->save();
    painter->setWorldTransform(QTransform::fromTranslate(t.dx(), t.dy()));
    painter->drawImage(QPointF(0, 0), image);
    painter->restore();
}

// Inside the hexagon of the item's full radius (the outline's inset is drawing only).
bool GodHex::contains(const QPointF &point) const
{
    const qreal radius = std::min(width(), height()) / 2;
    const qreal dx = std::abs(point.x() - width() / 2);
    const qreal dy = std::abs(point.y() - height() / 2);
    return dx <= radius * 0.8660254 && dy <= radius - dx * 0.5773503;
}

} // namespace starboard
