#pragma once

// One sector's hex on the Galaxy of D board (GodSector.qml): a filled, outlined pointy-top
// hexagon drawn with QPainter into the item's texture. It replaces a Shape with a ShapePath
// and a JavaScript-built PathPolyline per sector (three objects and a path made in JS for
// each of the 102 sectors: about a tenth of a new game's start-up). The texture follows
// `zoom` (the board's scale), so the hex stays sharp when the board is zoomed in; it is
// drawn by every scene graph backend, the software one included (the offscreen platform,
// machines without OpenGL). It is also the sector's containment mask: contains() is true
// inside the hexagon only (neighbouring sectors' squares overlap).

#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace starboard {

class GodHex : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QColor fillColor READ fillColor WRITE setFillColor NOTIFY fillColorChanged)
    Q_PROPERTY(QColor strokeColor READ strokeColor WRITE setStrokeColor NOTIFY strokeColorChanged)
    Q_PROPERTY(qreal strokeWidth READ strokeWidth WRITE setStrokeWidth NOTIFY strokeWidthChanged)
    // The scale at which the hex is shown (the board's zoom): the texture's resolution.
    Q_PROPERTY(qreal zoom READ zoom WRITE setZoom NOTIFY zoomChanged)

public:
    explicit GodHex(QQuickItem *parent = nullptr);

    QColor fillColor() const { return m_fill; }
    void setFillColor(const QColor &color);
    QColor strokeColor() const { return m_stroke; }
    void setStrokeColor(const QColor &color);
    qreal strokeWidth() const { return m_strokeWidth; }
    void setStrokeWidth(qreal width);
    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);

    void paint(QPainter *painter) override;
    bool contains(const QPointF &point) const override;

signals:
    void fillColorChanged();
    void strokeColorChanged();
    void strokeWidthChanged();
    void zoomChanged();

protected:
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void updateTextureSize();

    QColor m_fill = Qt::transparent;
    QColor m_stroke = Qt::transparent;
    qreal m_strokeWidth = 1;
    qreal m_zoom = 1;
};

} // namespace starboard
